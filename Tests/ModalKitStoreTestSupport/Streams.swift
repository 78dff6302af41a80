/// The elements of a finite async sequence, in order: what a store's event stream yielded.
package func collect<S: AsyncSequence>(_ sequence: S) async -> [S.Element]
where S.Failure == Never {
  var elements: [S.Element] = []
  for await element in sequence { elements.append(element) }
  return elements
}
