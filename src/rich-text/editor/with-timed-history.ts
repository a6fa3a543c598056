import { Editor, Operation, Transforms, type Range } from 'slate'

/** One undo step: the operations it made and where the selection was before them. */
interface HistoryStep {
  readonly operations: Operation[]
  readonly selectionBefore: Range | null
  readonly startedAt: number
}

export interface TimedHistory {
  undos: HistoryStep[]
  redos: HistoryStep[]
}

export interface TimedHistoryEditor {
  history: TimedHistory
  undo: () => void
  redo: () => void
  /** Ends the current step, so the next edit starts a new one whatever the clock says. */
  closeStep: () => void
}

export interface TimedHistoryOptions {
  /** Steps kept; older ones are forgotten (100 unless given), so a long session's memory stays bounded. */
  readonly maxSteps?: number
  /** Edits within this many milliseconds of a step's first edit join it (1000 unless given): undo takes back a burst of typing, not a letter. */
  readonly mergeWithinMs?: number
  /** The clock; tests pass a fake one. */
  readonly now?: () => number
}

/**
 * Undo and redo as Quill's history does them: an edit joins the open step when it comes within
 * `mergeWithinMs` of that step's first edit, otherwise it opens a new step; at most `maxSteps`
 * steps are kept. Selection moves alone are not steps.
 */
export function withTimedHistory<T extends Editor>(editor: T, options: TimedHistoryOptions = {}): T {
  const maxSteps = options.maxSteps ?? 100
  const mergeWithinMs = options.mergeWithinMs ?? 1000
  const now = options.now ?? (() => Date.now())
  const e = editor
  const { apply } = e
  let replaying = false
  let stepOpen = false

  e.history = { undos: [], redos: [] }

  e.apply = (operation: Operation) => {
    if (replaying || operation.type === 'set_selection') {
      apply(operation)
      return
    }
    const { undos } = e.history
    const time = now()
    const last = undos.at(-1)
    if (stepOpen && last !== undefined && time - last.startedAt < mergeWithinMs) {
      last.operations.push(operation)
    } else {
      undos.push({ operations: [operation], selectionBefore: e.selection, startedAt: time })
      stepOpen = true
      if (undos.length > maxSteps) undos.splice(0, undos.length - maxSteps)
    }
    e.history.redos = []
    apply(operation)
  }

  const replay = (operations: readonly Operation[]) => {
    replaying = true
    try {
      Editor.withoutNormalizing(e, () => {
        for (const operation of operations) e.apply(operation)
      })
    } finally {
      replaying = false
    }
  }

  e.undo = () => {
    const step = e.history.undos.pop()
    if (step === undefined) return
    replay(step.operations.map(Operation.inverse).reverse())
    if (step.selectionBefore !== null) Transforms.select(e, step.selectionBefore)
    else Transforms.deselect(e)
    e.history.redos.push(step)
    stepOpen = false
  }

  e.redo = () => {
    const step = e.history.redos.pop()
    if (step === undefined) return
    replay(step.operations)
    e.history.undos.push(step)
    stepOpen = false
  }

  e.closeStep = () => {
    stepOpen = false
  }

  return e
}
