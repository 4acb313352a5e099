// What other features may use of subscriptions: the /my section.
export { SubscriptionSection } from './components/subscription-section';
