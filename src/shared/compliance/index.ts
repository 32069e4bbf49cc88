/** The Welsh compliance engine: WALES.md's rules as data plus pure functions (DESIGN.md, second wave). */
export * from './types';
export * from './facts';
export * from './dates';
export { statusOf, currentStep, stepDate, type ComplianceRule, type Finding, type Ladder } from './rule';
export { RULES, RULES_BY_ID, ruleById } from './registry';
export { evaluateProperty, blockersOf, countItems, emptyCounts, itemKey } from './evaluate';
export { section173Check, rentIncreaseCheck, nextIncreaseAllowedFrom } from './notices';
export { gasDeadlines } from './gas';
export { eicrExpiry } from './electrical';
export { epcExpiry } from './energy';
export { licensingAreaFromPostcode, CARDIFF_SCHEMES } from './licensing';
export { writtenStatementDue, depositDue, isPeriodicOn } from './tenancy';
