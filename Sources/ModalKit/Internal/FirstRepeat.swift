/// The position of the first of `count` keys that equals a key before it, or `nil` when all
/// are distinct.
///
/// A few keys (a sheet's detents, an alert's buttons) are scanned, which allocates nothing;
/// past 16, which only a hostile saved state reaches, the keys seen go in a set, so validating
/// a list of 100,000 buttons takes linear time, not quadratic.
///
/// - Complexity: O(n) for n keys, O(n²) with a small constant up to 16.
func firstRepeat<Key: Hashable>(count: Int, key: (Int) -> Key) -> Int? {
  if count <= 16 {
    for index in 0..<count where (0..<index).contains(where: { key($0) == key(index) }) {
      return index
    }
    return nil
  }
  var seen = Set<Key>(minimumCapacity: count)
  for index in 0..<count where !seen.insert(key(index)).inserted { return index }
  return nil
}
