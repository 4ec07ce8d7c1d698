package dev.autopilot.examples.uses;

import dev.autopilot.classifier.OutcomeClassifiers;
import dev.autopilot.core.OutcomeClassifier;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.OutcomeSignals;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmissionOutcome;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An outcome classifier of one's own, asked before the stock rules: a help desk whose
 * confirmation is only "Ticket #4711 opened" on the page the form stays on. It names that one
 * class and answers {@code unknown_blocked} otherwise, so the chain asks the rules next (its kit
 * test declares that it covers none of the kit's common pages). Put it in a pipeline with {@code
 * Orchestrator.builder().classifier(SwappedClassifier.classifier())}.
 */
public final class SwappedClassifier {
  private static final Pattern TICKET = Pattern.compile("(?i)ticket\\s*#\\s*\\d+[^.\\n]{0,60}");

  private SwappedClassifier() {}

  /** Confirms a submit whose page names a ticket number. Stateless and thread-safe. */
  public static final class TicketClassifier implements OutcomeClassifier {
    @Override
    public SubmissionOutcome classify(OutcomeSignals signals) {
      Matcher ticket = TICKET.matcher(signals.pageText());
      if (ticket.find() && signals.snapshot().visibleErrors().isEmpty()) {
        return new SubmissionOutcome(OutcomeClass.SUCCESS_CONFIRMED, "TICKET_OPENED", 0.9, ticket.group().strip(), false);
      }
      return new SubmissionOutcome(OutcomeClass.UNKNOWN_BLOCKED, "NO_TICKET", 0.0, "", false);
    }
  }

  /** The ticket classifier first, the stock rules when it cannot tell. */
  public static OutcomeClassifier classifier() {
    return OutcomeClassifiers.chain(new TicketClassifier(), OutcomeClassifiers.rules());
  }

  public static void main(String[] args) {
    String url = "http://127.0.0.1:8080/support";
    SemanticSnapshot page = SemanticSnapshot.builder(url).title("Support").build();
    OutcomeSignals after = new OutcomeSignals(url, url, "Support", "Thanks! Ticket #4711 opened. We answer within a day.", 200, page);
    System.out.println(classifier().classify(after));
  }
}
