package dev.autopilot.core.consent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import org.junit.jupiter.api.Test;

/** A question about a purchase already made names a topic; buying as an act commits money. */
class PurchaseTopicsTest {
  @Test
  void aQuestionAboutWhereSomethingWasBoughtCommitsNothing() {
    assertEquals(Set.of(), ConsentRules.commitments("Where did you buy it? Electronics retailer"));
    assertEquals(Set.of(), ConsentRules.commitments("When did you purchase the product?"));
  }

  @Test
  void buyingAsAnActStillCommitsMoney() {
    assertTrue(ConsentRules.commitments("Buy it now").contains(Commitment.MONEY));
    assertTrue(ConsentRules.commitments("I want to buy the extended warranty").contains(Commitment.MONEY));
    assertTrue(ConsentRules.commitments("Purchase the plan").contains(Commitment.MONEY));
  }
}
