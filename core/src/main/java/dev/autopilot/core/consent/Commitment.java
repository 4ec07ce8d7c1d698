package dev.autopilot.core.consent;

/** What ticking a control or pressing a button commits a person to. */
public enum Commitment {
  /** The terms of the application itself: that the answers are true, the employer's application terms. */
  APPLICATION_TERMS,
  /** The processing and keeping of the person's data for the application (privacy notice, data protection). */
  DATA_PROCESSING,
  /** Receiving marketing: newsletters, offers, promotional messages, job alerts. */
  MARKETING,
  /** Selling or sharing the person's data with third parties. Never covered by a profile: a person decides each time. */
  SHARING_PERSONAL_DATA,
  /** Paying: fees, payments, subscriptions, purchases. Never covered by a profile: a person decides each time. */
  MONEY
}
