package dev.autopilot.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.event.EventEnvelope;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.ModelUsage;
import dev.autopilot.core.model.RunCounters;
import dev.autopilot.core.model.RunState;
import dev.autopilot.observability.Redactor;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A line per step as events arrive, with no value typed and the page's text redacted. */
class ProgressSinkTest {
  final ByteArrayOutputStream printed = new ByteArrayOutputStream();
  final ProgressSink sink = new ProgressSink(new PrintStream(printed, true, StandardCharsets.UTF_8), Redactor.standard());
  long seq;

  void send(RunState state, int step, RunEvent event) {
    sink.accept(new EventEnvelope(EventEnvelope.SCHEMA_VERSION, "req-1", ++seq, Instant.EPOCH, state, step, null, event));
  }

  List<String> lines() {
    return printed.toString(StandardCharsets.UTF_8).lines().toList();
  }

  @Test
  void eachStepIsOneLineAsItHappensAndNoValueIsPrinted() {
    Action email = new Action.TypeRef("e3", "ada@example.org", ActionMeta.of("answer", "Email (write to help@example.com if stuck)"));
    send(RunState.DISCOVER, 0, new RunEvent.RunStarted("Fill and submit the form", "https://example.org/contact?token=abc123", Map.of()));
    send(RunState.DISCOVER, 0, new RunEvent.StateTransition(RunState.DISCOVER, RunState.FILL, "form found"));
    assertEquals(2, lines().size(), "printed as it arrives: " + lines());
    send(RunState.FILL, 1, new RunEvent.ActionExecuted("k1", email, true, "typed 15 chars into <input#email>", null, 12));
    send(RunState.FILL, 1, new RunEvent.ActionVerified("k1", "type_ref", "e3", true, "all criteria held", List.of()));
    send(RunState.FILL, 1, new RunEvent.StateTransition(RunState.FILL, RunState.FILL, "next page state"));
    send(RunState.DONE, 2, new RunEvent.RunFinished(RunState.DONE, null, null, new RunCounters(2, 1, 0, 0, 2, 0, ModelUsage.none(), 10)));

    List<String> lines = lines();
    assertEquals(4, lines.size(), "one line per step, a state entered again not repeated: " + lines);
    assertEquals("  state FILL", lines.get(1));
    assertTrue(lines.get(2).matches("  step 1 +type_ref +'Email \\(write to .*' +verified"), lines.get(2));
    assertEquals("  finished DONE", lines.get(3));
    String all = String.join("\n", lines);
    assertFalse(all.contains("ada@example.org"), "the typed value is never printed: " + all);
    assertFalse(all.contains("help@example.com"), "page text is redacted: " + all);
    assertFalse(all.contains("abc123"), "a URL's token is redacted: " + all);
  }
}
