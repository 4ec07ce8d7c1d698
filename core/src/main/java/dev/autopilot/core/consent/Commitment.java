package dev.autopilot.core.consent;

/** What ticking a control or pressing a button commits a person to. */
public enum Commitment {
  /** The terms of the form itself: that the answers are true, the site's terms for what is asked (an application's, a booking's, a sign-up's). */
  TERMS,
  /** The processing and keeping of the person's data for what the form asks (privacy notice, data protection). */
  DATA_PROCESSING,
  /** Receiving marketing: newsletters, offers, promotional messages, alerts. */
  MARKETING,
  /** Selling or sharing the person's data with third parties. Never covered by a profile: a person decides each time. */
  SHARING_PERSONAL_DATA,
  /**
   * Paying: a choice or toggle that carries an amount, or says the person pays (a fee, a purchase,
   * a paid plan). A topic or method alone ("Billing", "Payment method: Company sponsored",
   * "Subscription type: Free") is none. Never covered by a profile: a person decides each time.
   */
  MONEY,
  /** Giving up a right: a waiver, a release from claims, binding arbitration. Never covered by a profile. */
  RIGHTS,
  /**
   * A box to tick whose commitment the rules cannot name: it agrees to something none of the other
   * kinds is ("I agree that my talk may be filmed and published"), or its words are in a script the
   * rules do not read. What it commits to is unknown, so a person decides. Never covered by a
   * profile.
   */
  UNREAD
}
