package dev.autopilot.core.model;

/**
 * What a run spent.
 *
 * @param steps plan-execute-verify steps taken
 * @param actions actions executed
 * @param unverifiedActions actions whose effect could not be verified
 * @param submitAttempts submits made
 * @param llmCalls calls to a language model
 * @param llmTokens tokens those calls used
 * @param screenshots screenshots taken
 * @param elapsedMillis wall time from start to end
 */
public record RunCounters(
    int steps, int actions, int unverifiedActions, int submitAttempts, int llmCalls, long llmTokens, int screenshots, long elapsedMillis) {}
