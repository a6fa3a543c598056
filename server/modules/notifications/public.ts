// What other modules may use of the notifications module.
export { notify } from './notify'
export { notifications } from './schema'
