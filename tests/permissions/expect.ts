/** What a case expects the rules, and core's policy, to do with its request. */

export type Expect = 'allow' | 'deny';
