/**
 * The subcommands of {@code autopilot}, one class each, registered in {@link
 * dev.autopilot.cli.Autopilot#SUBCOMMANDS}; {@link dev.autopilot.cli.command.Runs} is what the
 * commands that run a form share.
 */
@NullMarked
package dev.autopilot.cli.command;

import org.jspecify.annotations.NullMarked;
