package dev.autopilot.examples;

import dev.autopilot.jobpack.Profile;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** The sample applicant shipped with the examples: a profile file and its resume. */
public final class SampleProfile {
  static final String PROFILE = "sample-profile.json";
  static final String RESUME = "sample-resume.pdf";

  private SampleProfile() {}

  /**
   * Writes the sample profile and resume into a folder and loads the profile from there.
   *
   * @throws UncheckedIOException when the folder cannot be written
   */
  public static Profile extractTo(Path directory) {
    try {
      Files.createDirectories(directory);
      copy(PROFILE, directory);
      copy(RESUME, directory);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write the sample profile to " + directory, e);
    }
    return Profile.load(directory.resolve(PROFILE));
  }

  private static void copy(String resource, Path directory) throws IOException {
    try (InputStream in = SampleProfile.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IOException("resource " + resource + " is missing from the examples jar");
      }
      Files.copy(in, directory.resolve(resource), StandardCopyOption.REPLACE_EXISTING);
    }
  }
}
