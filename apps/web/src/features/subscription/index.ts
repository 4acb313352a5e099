// What other features may use of subscriptions: the /my section, and its charges for /my/purchase.
export { SubscriptionCharges } from './components/subscription-charges';
export { SubscriptionSection } from './components/subscription-section';
