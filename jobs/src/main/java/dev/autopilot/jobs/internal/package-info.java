/** The request table and the migrations of the jobs module. Not API. */
@NullMarked
package dev.autopilot.jobs.internal;

import org.jspecify.annotations.NullMarked;
