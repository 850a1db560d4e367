// The star rule of a fault exercise in words (docs/journey.md "Fault finding"): the star goes to a right
// answer that used no more measurements than the fewest that always find the broken part.

function count(n: number): string {
  return n === 1 ? '1 measurement' : `${n} measurements`;
}

/**
 * "You used 3 measurements; the fewest that always find it is 2." plus what it meant for the star.
 * `starAchieved` is the server's verdict: a hint taken on this exercise withholds the star even
 * within the fewest, and the sentence must not promise one then.
 */
export function starRuleText(used: number, fewest: number, starAchieved: boolean): string {
  const base = `You used ${count(used)}; the fewest that always find it is ${fewest}.`;
  if (used <= fewest && starAchieved) return `${base} That earns the star!`;
  if (used <= fewest) return `${base} That would earn the star, but the hint you took costs it this time.`;
  return `${base} Use ${fewest} or fewer next time for the star: measure the part that splits the suspects in half.`;
}
