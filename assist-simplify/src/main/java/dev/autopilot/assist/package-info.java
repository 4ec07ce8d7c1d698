/**
 * Assist plugins: opportunistic prefill of a form before the main loop (blueprint §3.4, §7).
 * The run judges them by how many required questions they filled, never by their own account,
 * and goes on unchanged when they are missing or fail.
 */
@NullMarked
package dev.autopilot.assist;

import org.jspecify.annotations.NullMarked;
