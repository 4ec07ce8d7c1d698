/** Implementation of the model layer: prompt building, reply parsing, plan validation, HTTP. */
@NullMarked
package dev.autopilot.llm.internal;

import org.jspecify.annotations.NullMarked;
