package dev.autopilot.classifier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.autopilot.core.OutcomeClassifier;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.OutcomeSignals;
import dev.autopilot.core.model.SubmissionOutcome;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class OutcomeClassifiersTest {
  private static final SubmissionOutcome UNKNOWN_A =
      new SubmissionOutcome(OutcomeClass.UNKNOWN_BLOCKED, "A", 0.2, "a", false);
  private static final SubmissionOutcome UNKNOWN_B =
      new SubmissionOutcome(OutcomeClass.UNKNOWN_BLOCKED, "B", 0.3, "b", false);
  private static final SubmissionOutcome SUCCESS =
      new SubmissionOutcome(OutcomeClass.SUCCESS_CONFIRMED, "LLM_CONFIRMED", 0.7, "looks confirmed", false);

  private final OutcomeSignals signals = Signals.page().text("Welcome").build();

  @Test
  void rulesIsShared() {
    assertSame(OutcomeClassifiers.rules(), OutcomeClassifiers.rules());
  }

  @Test
  void chainReturnsTheFirstOutcomeThatIsNotUnknown() {
    AtomicInteger askedAfter = new AtomicInteger();
    OutcomeClassifier chain = OutcomeClassifiers.chain(
        s -> UNKNOWN_A, s -> SUCCESS, s -> {
          askedAfter.incrementAndGet();
          return UNKNOWN_B;
        });

    assertSame(SUCCESS, chain.classify(signals));
    assertEquals(0, askedAfter.get(), "members after the verdict are not asked");
  }

  @Test
  void chainFallsBackToTheFirstUnknown() {
    assertSame(UNKNOWN_A, OutcomeClassifiers.chain(s -> UNKNOWN_A, s -> UNKNOWN_B).classify(signals));
  }

  @Test
  void chainSkipsAMemberThatThrows() {
    OutcomeClassifier broken = s -> {
      throw new IllegalStateException("boom");
    };

    assertSame(SUCCESS, OutcomeClassifiers.chain(broken, s -> SUCCESS).classify(signals));
    assertEquals("CLASSIFIER_ERROR", OutcomeClassifiers.chain(List.of(broken)).classify(signals).code());
  }

  @Test
  void rulesThenFallback() {
    OutcomeClassifier chain = OutcomeClassifiers.chain(OutcomeClassifiers.rules(), s -> SUCCESS);

    assertEquals("HTTP_503", chain.classify(Signals.page().status(503).build()).code());
    assertSame(SUCCESS, chain.classify(signals));
  }

  @Test
  void chainNeedsMembers() {
    assertThrows(IllegalArgumentException.class, () -> OutcomeClassifiers.chain());
    assertThrows(NullPointerException.class, () -> OutcomeClassifiers.chain((OutcomeClassifier) null));
  }
}
