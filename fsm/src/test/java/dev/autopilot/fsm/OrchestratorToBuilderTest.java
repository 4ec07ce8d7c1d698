package dev.autopilot.fsm;

import dev.autopilot.core.Planner;
import dev.autopilot.core.Sleeper;
import dev.autopilot.core.VisionFallback;
import dev.autopilot.core.consent.Commitment;
import dev.autopilot.core.consent.Consent;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.evidence.EvidenceRecorder;
import dev.autopilot.core.memory.LocatorCacheStore;
import dev.autopilot.core.memory.TrajectoryStore;
import dev.autopilot.core.model.ScreenshotMode;
import dev.autopilot.jobpack.JobApplicationPack;
import dev.autopilot.testkit.BuilderRoundTrip;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

/** {@link Orchestrator#toBuilder()} keeps every setting of the builder that built it. */
class OrchestratorToBuilderTest {

  @Test
  void keepsEverySetting() {
    FakeForm form = new FakeForm();
    Sleeper sleeper = d -> {};
    OrchestratorBuilder configured = Orchestrator.builder()
        .snapshotProvider(form)
        .planner(Planner.rules(JobApplicationPack.of(OrchestratorTest.PROFILE)))
        .executor(form)
        .verifier(form)
        .classifier(OrchestratorTest.CLASSIFIER)
        .addAssistPlugin(new BuilderRemovesTest.Named("profile-autofill"))
        .addEventSink(EventSink.inMemory())
        .allowHost("cdn.example.org")
        .allowAnyStartScheme(true)
        .budgets(Budgets.defaults().withMaxSteps(7))
        .submitDeadline(Duration.ofSeconds(11))
        .formWait(Duration.ofSeconds(2))
        .retryPolicy(RetryPolicy.defaults().withInitialBackoff(Duration.ofMillis(5)))
        .assistThreshold(0.8)
        .clock(Clock.fixed(Instant.parse("2026-11-26T00:00:00Z"), ZoneOffset.UTC))
        .sleeper(sleeper)
        .vision(request -> VisionFallback.none().inspect(request))
        .screenshotMode(ScreenshotMode.OFF)
        .consent(Consent.to(Commitment.MARKETING))
        .consentCallback(request -> true)
        .locatorCache(LocatorCacheStore.inMemory())
        .memory(TrajectoryStore.inMemory())
        .evidence(requestId -> EvidenceRecorder.none().open(requestId))
        .features(dev.autopilot.core.Features.allOn().without(dev.autopilot.core.Features.Flag.ASSIST))
        .riskPolicy(dev.autopilot.core.risk.RiskPolicy.defaults().withMaxRepeats(3));
    BuilderRoundTrip.assertKeepsEverySetting(Orchestrator.builder(), configured, OrchestratorBuilder::build, Orchestrator::toBuilder);
  }
}
