/** The extraction's machinery: in-page scripts, rule and model recipe writers, robots.txt. Not API. */
@NullMarked
package dev.autopilot.extract.internal;

import org.jspecify.annotations.NullMarked;
