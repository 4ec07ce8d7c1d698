package dev.autopilot.core.evidence;

/**
 * Opens the evidence of each run: one {@link RunEvidence} per request id. A host sets one on the
 * orchestrator and every run of it leaves its evidence there; no sink is wired by hand.
 *
 * <p>Implementations are thread-safe: one recorder serves concurrent runs. {@link #open} must not
 * throw for a problem of the disk or the like: it returns evidence that records what it can and
 * logs the rest, since evidence never breaks a run.
 */
public interface EvidenceRecorder {

  /**
   * The evidence of the run with this request id, opened before its first event.
   *
   * @param requestId the run's request id, the one its events carry; implementations may name
   *     files or folders after it
   * @return the run's evidence, never null (on a failure to write, one that records less); the
   *     run feeds it and ends it with {@link RunEvidence#finish}
   * @throws NullPointerException when the request id is null
   */
  RunEvidence open(String requestId);

  /**
   * {@return a recorder whose evidence records nothing (a no-op sink, no screenshots directory, no
   * trace): runs keep only the sinks and evidence folder set elsewhere; stateless and shared}
   */
  static EvidenceRecorder none() {
    return NoEvidence.RECORDER;
  }
}
