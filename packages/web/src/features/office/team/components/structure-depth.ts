/**
 * The depth of a team: the deepest level that has anyone, found with a few questions "is anyone at
 * level L?" instead of walking the whole tree. Levels are filled from the top (someone at level L
 * means someone at every level above), so doubling finds a bound and halving finds the last level:
 * about 2·log2(depth) questions, asked one after another.
 */
export const findDepth = async (hasLevel: (level: number) => Promise<boolean>, maxLevel: number): Promise<number> => {
  let deepest = 0;
  let probe = 1;
  while (probe <= maxLevel && (await hasLevel(probe))) {
    deepest = probe;
    probe *= 2;
  }
  // Someone is at `deepest`, nobody at `empty` (or it is beyond what may be asked).
  let empty = Math.min(probe, maxLevel + 1);
  while (empty - deepest > 1) {
    const middle = Math.floor((deepest + empty) / 2);
    if (await hasLevel(middle)) deepest = middle;
    else empty = middle;
  }
  return deepest;
};
