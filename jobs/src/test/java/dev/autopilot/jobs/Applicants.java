package dev.autopilot.jobs;

import dev.autopilot.core.model.Task;
import dev.autopilot.examples.QuickStart;
import dev.autopilot.examples.SampleProfile;
import dev.autopilot.examples.site.Submission;
import dev.autopilot.fsm.RunOptions;
import dev.autopilot.jobpack.JobApplicationPack;
import dev.autopilot.jobpack.Profile;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The tests' run handler: a request's {@code applicant} attribute names the applicant (the sample
 * profile with an e-mail address of its own), and the demo site counts what it received per address.
 */
final class Applicants {
  private Applicants() {}

  static RunHandler handler(Path folder, dev.autopilot.core.event.EventSink... extra) {
    Profile sample = SampleProfile.extractTo(folder);
    return request -> {
      String applicant = request.attributes().get("applicant");
      Profile profile = new Profile(sample.firstName(), sample.lastName(), email(applicant), sample.phone(), sample.location(), sample.links(),
          sample.resume(), sample.coverLetter(), sample.workAuthorization(), sample.consent(), sample.answers());
      RunOptions options = RunOptions.defaults();
      for (dev.autopilot.core.event.EventSink sink : extra) {
        options = options.withEventSink(sink);
      }
      return new RunHandler.PreparedRun(QuickStart.autopilot(JobApplicationPack.of(profile)), Task.of(request.goal(), request.startUrl()), options);
    };
  }

  static String email(String applicant) {
    return applicant + "@example.org";
  }

  static RunRequest request(String applicant, java.net.URI posting) {
    return new RunRequest("req-" + applicant, "apply as " + applicant, posting, "session:" + applicant, Map.of("applicant", applicant));
  }

  /** How many applications the site accepted from this applicant. */
  static long accepted(List<Submission> submissions, String applicant) {
    return submissions.stream().filter(s -> s.fields().containsValue(email(applicant))).count();
  }
}
