import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import { translate } from '@docusaurus/Translate';
import Button from '@theme/CodeBlock/Buttons/Button';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import type { Props } from '@theme/CodeBlock/Buttons/CopyButton';
import { preloadToaster } from '@theme/Toast';

import { copyWithToast } from '@site/src/utils/copyWithToast';
import styles from './styles.module.css';

// Replaces the theme's button rather than wrapping it: the theme's copies silently and
// never reports whether the clipboard write worked, which the toasts need to know.
export default function CopyButton({ className }: Props): ReactNode {
  const {
    metadata: { code },
  } = useCodeBlockContext();
  const [isCopied, setIsCopied] = useState(false);
  const resetTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  const copy = useCallback(async () => {
    const copied = await copyWithToast(code, {
      success: translate({ id: 'codeBlock.copied', message: 'Code copied to the clipboard' }),
      failure: translate({ id: 'codeBlock.copyFailed', message: 'Could not copy the code' }),
    });
    if (!copied) return;
    setIsCopied(true);
    window.clearTimeout(resetTimer.current);
    resetTimer.current = window.setTimeout(() => setIsCopied(false), 1000);
  }, [code]);

  return (
    <Button
      aria-label={
        isCopied
          ? translate({ id: 'theme.CodeBlock.copied', message: 'Copied' })
          : translate({
              id: 'theme.CodeBlock.copyButtonAriaLabel',
              message: 'Copy code to clipboard',
            })
      }
      title={translate({ id: 'theme.CodeBlock.copy', message: 'Copy' })}
      className={clsx(className, styles.copyButton, isCopied && styles.copied)}
      onClick={() => void copy()}
      onPointerEnter={preloadToaster}
      onFocus={preloadToaster}
    >
      <span className={styles.icons} aria-hidden="true">
        <IconCopy className={styles.copyIcon} />
        <IconSuccess className={styles.successIcon} />
      </span>
    </Button>
  );
}
