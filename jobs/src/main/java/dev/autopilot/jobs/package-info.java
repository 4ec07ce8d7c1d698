/**
 * Runs as jobs on db-scheduler over a shared PostgreSQL: {@link dev.autopilot.jobs.RunQueue}
 * enqueues run requests and reads their status from any JVM; {@link dev.autopilot.jobs.RunWorker}
 * claims them on a worker machine and runs each on a {@link
 * dev.autopilot.playwright.PlaywrightBrowserPool}. db-scheduler does the queueing, claiming,
 * retrying and taking over of dead workers; this package adds what a form run needs on top: a
 * request that ended never runs again, and a run taken over after its submit may have been sent
 * is not sent again but handed to a person.
 */
@NullMarked
package dev.autopilot.jobs;

import org.jspecify.annotations.NullMarked;
