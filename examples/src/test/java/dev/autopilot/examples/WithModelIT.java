package dev.autopilot.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.InMemoryEventSink;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.Task;
import dev.autopilot.jobpack.JobApplicationPack;
import dev.autopilot.jobpack.Profile;
import dev.autopilot.examples.site.DemoJobSite;
import dev.autopilot.fsm.RunOptions;
import dev.autopilot.llm.LlmConfig;
import dev.autopilot.llm.PersonalData;
import dev.autopilot.llm.replay.ScriptedModelServer;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** With a model configured, a form the rules answer in full costs no model call. */
class WithModelIT {

  @Test
  void theRulesLeaveNothingForTheModelOnTheClassicPosting(@TempDir Path dir) {
    Profile profile = SampleProfile.extractTo(dir);
    JobApplicationPack pack = JobApplicationPack.of(profile);
    InMemoryEventSink events = EventSink.inMemory();
    try (DemoJobSite site = DemoJobSite.start();
        ScriptedModelServer model = ScriptedModelServer.start(ScriptedModelServer.Dialect.OPENAI);
        PlaywrightBrowser browser = PlaywrightBrowser.launch();
        PlaywrightBrowserSession session = browser.newSession()) {
      LlmConfig config = LlmConfig.builder().baseUrl(model.baseUrl()).model("unused").maxRetries(0).build();
      RunResult result = WithModel.withModel(QuickStart.autopilot(pack), pack, PersonalData.fromProfile(profile), config)
          .run(session, Task.of("Apply to the classic posting", site.postingUri("classic")), new RunOptions(RunOptions.newRequestId(), List.of(events), null));
      assertEquals(RunState.DONE, result.finalState(), String.valueOf(result.manualReason()));
      assertEquals(0, model.exchanges().size(), "no model call: " + model.requests());
    }
  }
}
