/**
 * The {@code autopilot} command line: {@link dev.autopilot.cli.Autopilot} is its entry point,
 * {@link dev.autopilot.cli.ExitCode} its documented exit codes, {@link
 * dev.autopilot.cli.ProgressSink} the line per step it prints and {@link
 * dev.autopilot.cli.TerminalConsent} the consent question it asks. The subcommands live in
 * {@code dev.autopilot.cli.command}, one class each.
 */
@NullMarked
package dev.autopilot.cli;

import org.jspecify.annotations.NullMarked;
