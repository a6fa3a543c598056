// What other modules may use of the webhooks module.
export { sendToWebhook } from './webhook-routes'
