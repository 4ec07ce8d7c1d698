/**
 * Local model servers on 127.0.0.1 that speak the real HTTP protocols (OpenAI chat completions,
 * Anthropic messages), for tests and CI: {@link dev.autopilot.llm.replay.ScriptedModelServer}
 * answers with scripted replies and faults, {@link dev.autopilot.llm.replay.ReplayModelServer}
 * replays recorded exchanges (and records them from a real endpoint), so that a run with a model
 * is deterministic without network or key.
 */
@NullMarked
package dev.autopilot.llm.replay;

import org.jspecify.annotations.NullMarked;
