package dev.autopilot.examples.uses;

import dev.autopilot.core.OutcomeClassifier;
import dev.autopilot.core.model.OutcomeSignals;
import dev.autopilot.testkit.OutcomeClassifierContract;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The example's ticket classifier passes the classifier kit standing alone, declaring that it covers none of the kit's common pages. */
class TicketClassifierContractTest extends OutcomeClassifierContract {
  @Override
  protected OutcomeClassifier classifier() {
    return new SwappedClassifier.TicketClassifier();
  }

  @Override
  protected Set<String> covers() {
    return Set.of(); // none of the kit's common pages: only its own, below
  }

  @Override
  protected Map<String, OutcomeSignals> morePages() {
    return Map.of("ticket", signals(FORM_URL, "Support", "Thanks! Ticket #4711 opened. We answer within a day.", 200, List.of(), true));
  }
}
