import type { DeltaOp } from '../../domain/delta'

function sameAttributes(a: DeltaOp['attributes'], b: DeltaOp['attributes']): boolean {
  const left = a ?? {}
  const right = b ?? {}
  const keys = Object.keys(left)
  return keys.length === Object.keys(right).length && keys.every((key) => Object.hasOwn(right, key) && left[key] === right[key])
}

/** Appends as Delta does: neighbouring strings with the same formats become one insert. */
export function pushOp(ops: DeltaOp[], op: DeltaOp) {
  const last = ops.at(-1)
  if (last !== undefined && typeof last.insert === 'string' && typeof op.insert === 'string' && sameAttributes(last.attributes, op.attributes)) {
    ops[ops.length - 1] = { ...last, insert: last.insert + op.insert }
  } else {
    ops.push(op)
  }
}
