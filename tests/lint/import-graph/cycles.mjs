// Cycles in a directed graph given as a map from each node to the nodes it points to.

/** The strongly connected components that hold a cycle (two nodes or more, or a node pointing to itself). */
export function cyclicComponents(edges) {
  // Tarjan's algorithm, with an explicit stack: the server's graph is deep enough to matter.
  const index = new Map()
  const lowLink = new Map()
  const onStack = new Set()
  const stack = []
  const components = []
  let counter = 0
  for (const start of edges.keys()) {
    if (index.has(start)) continue
    const work = [{ node: start, next: 0 }]
    index.set(start, counter)
    lowLink.set(start, counter)
    counter += 1
    stack.push(start)
    onStack.add(start)
    while (work.length > 0) {
      const frame = work[work.length - 1]
      const targets = edges.get(frame.node) ?? []
      if (frame.next < targets.length) {
        const target = targets[frame.next]
        frame.next += 1
        if (!index.has(target)) {
          index.set(target, counter)
          lowLink.set(target, counter)
          counter += 1
          stack.push(target)
          onStack.add(target)
          work.push({ node: target, next: 0 })
        } else if (onStack.has(target)) {
          lowLink.set(frame.node, Math.min(lowLink.get(frame.node), index.get(target)))
        }
        continue
      }
      work.pop()
      if (work.length > 0) {
        const parent = work[work.length - 1].node
        lowLink.set(parent, Math.min(lowLink.get(parent), lowLink.get(frame.node)))
      }
      if (lowLink.get(frame.node) === index.get(frame.node)) {
        const component = []
        let member
        do {
          member = stack.pop()
          onStack.delete(member)
          component.push(member)
        } while (member !== frame.node)
        const pointsToItself = (edges.get(frame.node) ?? []).includes(frame.node)
        if (component.length > 1 || pointsToItself) components.push(component.sort())
      }
    }
  }
  return components.sort((a, b) => a[0].localeCompare(b[0]))
}

/** The shortest cycle through `start` that stays inside `component`: `[start, …, start]`. */
function shortestCycle(edges, component, start) {
  const inside = new Set(component)
  const cameFrom = new Map()
  const queue = [start]
  for (let head = 0; head < queue.length; head += 1) {
    const node = queue[head]
    for (const target of edges.get(node) ?? []) {
      if (!inside.has(target)) continue
      if (target === start) {
        const chain = [start]
        for (let step = node; step !== start; step = cameFrom.get(step)) chain.push(step)
        chain.push(start)
        return [chain[0], ...chain.slice(1, -1).reverse(), start]
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node)
        queue.push(target)
      }
    }
  }
  throw new Error(`${start} is in a cycle but no path leads back to it`)
}

/**
 * Cycles that together name every node of the component, each as short as it can be: a component
 * of many nodes has more cycles than can be listed, and each of these is one to break.
 */
export function cyclesThrough(edges, component) {
  const named = new Set()
  const cycles = []
  for (const node of component) {
    if (named.has(node)) continue
    const cycle = shortestCycle(edges, component, node)
    for (const member of cycle) named.add(member)
    cycles.push(cycle)
  }
  return cycles
}
