package dev.autopilot.core.consent;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.jobpack.Profile;
import org.junit.jupiter.api.Test;

/** Consent is declared by kinds of one generic set; money, rights, sharing and the unreadable are never agreed ahead. */
class ConsentTest {
  @Test
  void aPackDeclaresKindsAndTheRulesHoldItToThem() {
    Consent marketingOnly = Consent.to(Commitment.MARKETING);
    assertTrue(ConsentRules.covers(marketingOnly, Commitment.MARKETING));
    assertFalse(ConsentRules.covers(marketingOnly, Commitment.TERMS), "nothing is implied by another kind");
    assertFalse(ConsentRules.covers(Consent.NONE, Commitment.DATA_PROCESSING));
    assertTrue(ConsentRules.decide("Subscribe to our newsletter", "", marketingOnly).allowed());
  }

  @Test
  void moneyRightsSharingAndTheUnreadableCannotBeAgreedAhead() {
    for (Commitment never : new Commitment[] {Commitment.MONEY, Commitment.RIGHTS, Commitment.SHARING_PERSONAL_DATA, Commitment.UNREAD}) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Consent.to(never));
      assertTrue(e.getMessage().contains("ConsentCallback"), e.getMessage());
    }
    Consent lax = kind -> true; // a custom implementation that says yes to everything
    assertFalse(ConsentRules.covers(lax, Commitment.MONEY), "the rules never let money through, whatever a Consent says");
    assertTrue(ConsentRules.covers(lax, Commitment.TERMS));
  }

  @Test
  void theJobProfilesConsentIsOne() {
    Consent applying = Profile.Consent.toApplying();
    assertTrue(applying.agreesTo(Commitment.TERMS));
    assertTrue(applying.agreesTo(Commitment.DATA_PROCESSING));
    assertFalse(applying.agreesTo(Commitment.MARKETING));
    assertTrue(Consent.toFormTerms().agreesTo(Commitment.DATA_PROCESSING));
  }
}
