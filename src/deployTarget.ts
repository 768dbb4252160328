/** The hosts that need a build of their own; every other host takes the default build. */
const deployTargets = ['github-pages'] as const;

export type DeployTarget = (typeof deployTargets)[number];

/**
 * The host a build is for, from `DEPLOY_TARGET` (`npm run build:github-pages` sets it to
 * `github-pages`); undefined when unset. Any other value stops the build, so a misspelt
 * name never builds for the wrong host.
 */
export function deployTarget(value = process.env.DEPLOY_TARGET): DeployTarget | undefined {
  if (!value) return undefined;
  const target = deployTargets.find((name) => name === value);
  if (!target)
    throw new Error(
      `DEPLOY_TARGET=${value} names no host; use one of: ${deployTargets.join(', ')}`,
    );
  return target;
}
