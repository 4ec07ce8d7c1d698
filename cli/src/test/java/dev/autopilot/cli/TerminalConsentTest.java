package dev.autopilot.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.consent.Commitment;
import dev.autopilot.core.gate.ConsentRequest;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The terminal's consent question: only an explicit yes grants; no answer, no person, no consent. */
class TerminalConsentTest {
  final ByteArrayOutputStream printed = new ByteArrayOutputStream();
  final ConsentRequest fee = new ConsentRequest("Membership", "I agree to pay the $40 membership fee", Set.of(Commitment.MONEY), "https://example.org/join");

  boolean answer(String typed, boolean interactive) {
    PrintStream out = new PrintStream(printed, true, StandardCharsets.UTF_8);
    Terminal t = Terminal.of(new ByteArrayInputStream(typed.getBytes(StandardCharsets.UTF_8)), out, out, Map.of(), interactive);
    return new TerminalConsent(t).grants(fee);
  }

  String printed() {
    return printed.toString(StandardCharsets.UTF_8);
  }

  @Test
  void yesGrantsForThisOneAction() {
    assertTrue(answer("y\n", true));
    assertTrue(printed().contains("would commit you to paying money"), printed());
    assertTrue(printed().contains("[y/N]") && printed().contains("consent: given"), printed());
    assertTrue(answer(" YES \n", true));
  }

  @Test
  void theDefaultAnythingElseAndTheEndOfInputRefuse() {
    assertFalse(answer("\n", true), "Enter takes the default, no");
    assertFalse(answer("n\n", true));
    assertFalse(answer("sure\n", true));
    assertFalse(answer("", true), "end of input");
    assertTrue(printed().contains("consent: not given"), printed());
  }

  @Test
  void withoutAPersonNothingIsAskedAndNothingGranted() {
    assertFalse(answer("y\n", false), "a piped yes is not a person's answer");
    assertTrue(printed().contains("not asked, input is not a terminal: not given"), printed());
    assertFalse(printed().contains("[y/N]"), printed());
  }
}
