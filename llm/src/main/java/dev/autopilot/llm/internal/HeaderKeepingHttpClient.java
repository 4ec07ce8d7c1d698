package dev.autopilot.llm.internal;

import static java.util.Objects.requireNonNull;

import dev.langchain4j.exception.HttpException;
import dev.langchain4j.http.client.HttpClient;
import dev.langchain4j.http.client.HttpClientBuilder;
import dev.langchain4j.http.client.HttpRequest;
import dev.langchain4j.http.client.SuccessfulHttpResponse;
import dev.langchain4j.http.client.jdk.JdkHttpClient;
import dev.langchain4j.http.client.sse.ServerSentEventListener;
import dev.langchain4j.http.client.sse.ServerSentEventParser;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * LangChain4j's JDK HTTP client for plain request/response exchanges, keeping what LangChain4j's
 * own client drops on an error status: the {@code Retry-After} header. An error status surfaces
 * as {@link StatusException}, an {@link HttpException} that LangChain4j maps as usual (429 to a
 * rate-limit exception, 5xx to a server exception) and keeps as the cause, where the gateway
 * finds the header. Streaming goes to LangChain4j's own client unchanged.
 */
public final class HeaderKeepingHttpClient implements HttpClient {
  private final java.net.http.HttpClient http;
  private final Duration readTimeout;
  private final Duration connectTimeout;
  private volatile @Nullable JdkHttpClient streaming;

  private HeaderKeepingHttpClient(Builder b) {
    this.http = java.net.http.HttpClient.newBuilder().connectTimeout(b.connectTimeout).build();
    this.readTimeout = b.readTimeout;
    this.connectTimeout = b.connectTimeout;
  }

  /**
   * A builder with 10 s to connect and 60 s to read, until the provider sets the timeouts from
   * its configuration.
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  @Override
  public SuccessfulHttpResponse execute(HttpRequest request) {
    java.net.http.HttpRequest.Builder jdk = java.net.http.HttpRequest.newBuilder(URI.create(request.url())).timeout(readTimeout);
    for (Map.Entry<String, List<String>> h : request.headers().entrySet()) {
      for (String v : h.getValue()) {
        jdk.header(h.getKey(), v);
      }
    }
    String body = request.body();
    switch (request.method()) {
      case GET -> jdk.GET();
      case DELETE -> jdk.DELETE();
      default -> jdk.POST(body == null ? java.net.http.HttpRequest.BodyPublishers.noBody() : java.net.http.HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
    }
    HttpResponse<String> response;
    try {
      response = http.send(jdk.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting for the model", e);
    }
    int status = response.statusCode();
    if (status < 200 || status >= 300) {
      throw new StatusException(status, response.body(), response.headers().firstValue("Retry-After").orElse(null));
    }
    return SuccessfulHttpResponse.builder().statusCode(status).headers(response.headers().map()).body(response.body()).build();
  }

  @Override
  public void execute(HttpRequest request, ServerSentEventParser parser, ServerSentEventListener listener) {
    JdkHttpClient s = streaming;
    if (s == null) {
      synchronized (this) {
        s = streaming;
        if (s == null) {
          s = JdkHttpClient.builder().connectTimeout(connectTimeout).readTimeout(readTimeout).build();
          streaming = s;
        }
      }
    }
    s.execute(request, parser, listener);
  }

  /** An error status with the server's {@code Retry-After}, if it sent one. */
  public static final class StatusException extends HttpException {
    private static final long serialVersionUID = 1L;
    /** The header as the server sent it, for the gateway to read; null when there was none. */
    private final @Nullable String retryAfter;

    StatusException(int status, String body, @Nullable String retryAfter) {
      super(status, body);
      this.retryAfter = retryAfter;
    }

    /**
     * The raw {@code Retry-After} header (seconds or an HTTP date), or null.
     *
     * @return the header's first value as sent, unparsed; null when the server sent none
     */
    public @Nullable String retryAfter() {
      return retryAfter;
    }
  }

  /** Builds the client; LangChain4j's providers set the timeouts. */
  public static final class Builder implements HttpClientBuilder {
    private Duration connectTimeout = Duration.ofSeconds(10);
    private Duration readTimeout = Duration.ofSeconds(60);

    private Builder() {}

    @Override
    public Duration connectTimeout() {
      return connectTimeout;
    }

    @Override
    public Builder connectTimeout(@Nullable Duration timeout) {
      if (timeout != null) {
        this.connectTimeout = timeout;
      }
      return this;
    }

    @Override
    public Duration readTimeout() {
      return readTimeout;
    }

    @Override
    public Builder readTimeout(@Nullable Duration timeout) {
      if (timeout != null) {
        this.readTimeout = requireNonNull(timeout, "timeout");
      }
      return this;
    }

    @Override
    public HeaderKeepingHttpClient build() {
      return new HeaderKeepingHttpClient(this);
    }
  }
}
