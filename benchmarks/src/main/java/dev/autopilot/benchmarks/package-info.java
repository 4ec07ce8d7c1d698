/** JMH benchmarks of the hot path (semantic key, snapshot building). Not published. */
@NullMarked
package dev.autopilot.benchmarks;

import org.jspecify.annotations.NullMarked;
