package dev.autopilot.examples.uses;

import dev.autopilot.classifier.OutcomeClassifiers;
import dev.autopilot.core.Planner;
import dev.autopilot.core.consent.Commitment;
import dev.autopilot.core.consent.Consent;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.pack.Answer;
import dev.autopilot.core.pack.DomainPack;
import dev.autopilot.core.pack.Question;
import dev.autopilot.fsm.Orchestrator;
import dev.autopilot.playwright.PlaywrightActionExecutor;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import dev.autopilot.playwright.PlaywrightSnapshotProvider;
import dev.autopilot.playwright.PlaywrightVerifier;
import java.net.URI;
import java.util.Locale;
import java.util.Optional;

/**
 * A domain pack of one's own: registering one person for meetups. It answers by the words of a
 * question, and consents to a registration's terms (a code of conduct) and nothing else; the
 * rule planner, the gate and the verifier do the rest.
 */
public final class CustomPack {
  private CustomPack() {}

  /**
   * Answers a meetup registration's questions for one attendee; {@code diet} empty for none.
   * Immutable and thread-safe.
   */
  public record MeetupPack(String name, String email, String shirtSize, boolean joinsDinner, String diet) implements DomainPack {
    @Override
    public String name() {
      return "meetup";
    }

    @Override
    public Optional<Answer> answer(Question question) {
      String q = question.text().toLowerCase(Locale.ROOT);
      if (q.contains("mail")) {
        return Optional.of(new Answer.Text(email));
      }
      if (q.contains("name")) {
        return Optional.of(new Answer.Text(name));
      }
      if (q.contains("t-shirt")) {
        return Optional.of(new Answer.Choice(shirtSize));
      }
      if (q.contains("dinner")) {
        return Optional.of(new Answer.Choice(joinsDinner ? "Yes, count me in" : "No, talks only"));
      }
      if (q.contains("dietary")) {
        return diet.isEmpty() ? Optional.empty() : Optional.of(new Answer.Text(diet));
      }
      if (q.contains("code of conduct")) {
        return Optional.of(new Answer.Toggle(true));
      }
      return Optional.empty();
    }

    @Override
    public Consent consent() {
      return Consent.to(Commitment.TERMS);
    }
  }

  /** Registers the attendee on the form at {@code form}, in a session of {@code browser}. */
  public static RunResult register(PlaywrightBrowser browser, URI form, MeetupPack attendee) {
    Orchestrator autopilot = Orchestrator.builder()
        .snapshotProvider(PlaywrightSnapshotProvider.create())
        .planner(Planner.rules(attendee))
        .executor(PlaywrightActionExecutor.create())
        .verifier(PlaywrightVerifier.create())
        .classifier(OutcomeClassifiers.rules())
        .build();
    try (PlaywrightBrowserSession session = browser.newSession()) {
      return autopilot.run(session, Task.of("Register for the meetup", form));
    }
  }

  public static void main(String[] args) {
    try (PlaywrightBrowser browser = PlaywrightBrowser.launch()) {
      RunResult result = register(browser, URI.create(args[0]), new MeetupPack("Ada Lovelace", "ada@example.org", "Medium", false, "vegetarian"));
      System.out.println(result.finalState());
    }
  }
}
