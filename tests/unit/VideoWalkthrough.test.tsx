// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import VideoWalkthrough, { youtubeWatchUrl } from '@site/src/components/VideoWalkthrough';
import { colors } from '@site/src/tokens';
import { staticDir } from './content/mdx';

const poster = '/img/onboarding-walkthrough-poster.svg';

describe('VideoWalkthrough', () => {
  it('is a link to the YouTube watch page that opens in a new tab', () => {
    render(<VideoWalkthrough videoId="ToSfBWVY8R4" title="Watch a walkthrough" poster={poster} />);
    const link = screen.getByRole('link', { name: /^Watch a walkthrough on YouTube/ });
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=ToSfBWVY8R4');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(link).toHaveAccessibleName(/opens in a new tab/);
  });

  it('shows only the local poster: no player, nothing from another host', () => {
    const { container } = render(
      <VideoWalkthrough videoId="ToSfBWVY8R4" title="Watch a walkthrough" poster={poster} />,
    );
    expect(container.querySelector('iframe, video, object, embed')).toBeNull();
    const sources = Array.from(container.querySelectorAll('[src]')).map((el) =>
      el.getAttribute('src'),
    );
    expect(sources).toEqual([poster]);
  });

  it('escapes the video id in the URL', () => {
    expect(youtubeWatchUrl('a&b=c')).toBe('https://www.youtube.com/watch?v=a%26b%3Dc');
  });
});

describe('the onboarding poster', () => {
  it('is drawn in the brand colours only', () => {
    const svg = readFileSync(`${staticDir}${poster.slice(1)}`, 'utf8');
    const used = new Set(svg.match(/#[0-9a-fA-F]{3,6}\b/g)?.map((c) => c.toLowerCase()));
    expect(used.size).toBeGreaterThan(0);
    for (const colour of used) expect(Object.values(colors)).toContain(colour);
    expect(svg).not.toMatch(/href="http|<image|@import|url\(http/);
  });
});
