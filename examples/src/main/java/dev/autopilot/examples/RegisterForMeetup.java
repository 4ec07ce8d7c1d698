package dev.autopilot.examples;

import dev.autopilot.classifier.OutcomeClassifiers;
import dev.autopilot.core.Planner;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.pack.Answer;
import dev.autopilot.core.pack.DomainPack;
import dev.autopilot.jobpack.Profile;
import dev.autopilot.core.pack.Question;
import dev.autopilot.examples.meetup.MeetupSite;
import dev.autopilot.fsm.Orchestrator;
import dev.autopilot.fsm.RunOptions;
import dev.autopilot.llm.LlmConfig;
import dev.autopilot.llm.PersonalData;
import dev.autopilot.observability.NarrativeEventSink;
import dev.autopilot.playwright.PlaywrightActionExecutor;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import dev.autopilot.playwright.PlaywrightSnapshotProvider;
import dev.autopilot.playwright.PlaywrightVerifier;
import java.util.List;
import java.util.Optional;

/**
 * A task given as plain instructions plus data, on a form no domain pack knows: register for a
 * meetup. The rules know nothing here, so the model maps the page's questions to the data's
 * placeholders; the program validates its plan, fills the placeholders in locally, and runs the
 * same verification, escalation ladder and outcome classification as for any plan.
 *
 * <pre>AUTOPILOT_LLM_BASE_URL=... AUTOPILOT_LLM_MODEL=... AUTOPILOT_LLM_API_KEY=... RegisterForMeetup</pre>
 */
public final class RegisterForMeetup {
  /** What the person asked, in words. Its personal values reach the model only as placeholders. */
  public static final String INSTRUCTIONS = "Register for the meetup with these details: my name is Ada Lovelace, e-mail ada@example.org, "
      + "T-shirt size M, I'll join the dinner, I'm vegetarian, and I accept the code of conduct.";

  /** A pack that knows nothing: every question goes to the model. */
  public static final DomainPack NOTHING = new DomainPack() {
    @Override
    public String name() {
      return "none";
    }

    @Override
    public Optional<Answer> answer(Question question) {
      return Optional.empty();
    }
  };

  private RegisterForMeetup() {}

  /** The details of {@link #INSTRUCTIONS} as data: identity values stay on this machine. */
  public static PersonalData details() {
    return PersonalData.builder()
        .identity("full_name", "Ada Lovelace", "full name")
        .identity("email", "ada@example.org", "e-mail address")
        .freeText("tshirt_size", "M", "T-shirt size (S, M, L, XL)")
        .freeText("dinner", "Yes", "whether she joins the dinner")
        .freeText("diet", "vegetarian", "dietary requirements")
        .freeText("code_of_conduct", "Yes", "whether she accepts the code of conduct")
        .consent(Profile.Consent.toApplying()) // the event's terms and data processing; no marketing
        .build();
  }

  /** The stock pipeline with the model behind the rules: routing planner and classifier fallback. */
  public static Orchestrator autopilot(LlmConfig config, PersonalData data, DomainPack pack) {
    Orchestrator stock = Orchestrator.builder()
        .snapshotProvider(PlaywrightSnapshotProvider.create())
        .planner(Planner.rules(pack))
        .executor(PlaywrightActionExecutor.create())
        .verifier(PlaywrightVerifier.create())
        .classifier(OutcomeClassifiers.rules())
        .build();
    return WithModel.withModel(stock, pack, data, config);
  }

  public static void main(String[] args) {
    LlmConfig config = LlmConfig.fromEnvironment();
    try (MeetupSite site = MeetupSite.start(); PlaywrightBrowser browser = PlaywrightBrowser.launch(); PlaywrightBrowserSession session = browser.newSession()) {
      NarrativeEventSink narrative = NarrativeEventSink.builder().printStream(System.out).build();
      RunResult result = autopilot(config, details(), NOTHING)
          .run(session, Task.of(INSTRUCTIONS, site.formUri()), new RunOptions(RunOptions.newRequestId(), List.of(narrative), null));
      System.out.println(result.finalState() + " " + result.outcome() + "; registrations: " + site.registrations().size());
      System.exit(result.isSuccess() ? 0 : 2);
    }
  }
}
