// Shared lottery draws (fast-3, 时时彩): a draw's client seed combines every player's contribution, so
// no single player's seed can steer it. It is SHA-256 (hex) of this text, the JSON array of the draw's
// default seed (`<game>-<issue>`) and the contributions in sorted order (so the order they came in
// does not matter and no two lists read alike). Without contributions it is the default seed.
// docs/ssc.md ("Shared draws").

export const drawClientSeed = (game: string, issue: string) => `${game}-${issue}`

export const drawSeedMaterial = (game: string, issue: string, contributions: readonly string[]) =>
  JSON.stringify([drawClientSeed(game, issue), ...[...contributions].sort()])

export async function drawCombinedSeed(
  sha256Hex: (text: string) => Promise<string>,
  game: string,
  issue: string,
  contributions: readonly string[],
) {
  return contributions.length
    ? sha256Hex(drawSeedMaterial(game, issue, contributions))
    : drawClientSeed(game, issue)
}
