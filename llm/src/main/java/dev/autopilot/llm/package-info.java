/**
 * Language models behind program-first routing, on LangChain4j's {@code ChatModel}: a planner
 * for the questions a domain pack cannot answer ({@link dev.autopilot.llm.LlmPlanner}), the
 * routing planner that asks it only for those ({@link dev.autopilot.llm.LlmPlanners#routing}),
 * an outcome classifier fallback that must quote the page
 * ({@link dev.autopilot.llm.ModelOutcomeClassifier}), a budgeted vision check
 * ({@link dev.autopilot.llm.ModelVision}), and the gateway they share
 * ({@link dev.autopilot.llm.ModelGateway}: deadline, bounded retries honouring
 * {@code Retry-After}, typed faults, cost accounting in the run's
 * {@link dev.autopilot.core.ModelLedger}).
 *
 * <p>Configuration: {@link dev.autopilot.llm.LlmConfig}, by builder or environment variables.
 * Personal data: {@link dev.autopilot.llm.PersonalData} (identity values leave the machine only
 * as placeholders).
 */
@NullMarked
package dev.autopilot.llm;

import org.jspecify.annotations.NullMarked;
