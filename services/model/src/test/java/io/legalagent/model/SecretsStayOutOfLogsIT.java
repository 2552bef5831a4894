package io.legalagent.model;

import static io.legalagent.model.FakeModelServer.Response;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.spi.IThrowableProxy;
import ch.qos.logback.core.read.ListAppender;
import io.legalagent.ports.ClassifySkill;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * An OpenAI-compatible server that answers 401 and quotes the request's credentials back: the key
 * must appear in no log line (at any level), no error message and no printed settings.
 */
class SecretsStayOutOfLogsIT {
    private static final String KEY = "sk-live-5d8e2c71f04b9a36e1";
    private static final String PASSWORD = "proxy-pa55word";

    private final FakeModelServer server = new FakeModelServer();
    private final ListAppender<ILoggingEvent> logs = new ListAppender<>();
    private final Logger root = (Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
    private Level rootLevel;

    @BeforeEach
    void capture() {
        rootLevel = root.getLevel();
        root.setLevel(Level.ALL);
        logs.start();
        root.addAppender(logs);
    }

    @AfterEach
    void release() {
        root.detachAppender(logs);
        root.setLevel(rootLevel);
        server.close();
    }

    @Test
    void aRejectedKeyIsMaskedInLogsErrorsAndSettings() {
        String echo = "{\"error\": {\"message\": \"Incorrect API key provided: " + KEY
                + "\", \"request\": \"Authorization: Bearer " + KEY + "\"}}";
        server.then(new Response(401, Map.of("Content-Type", "application/json"), echo, java.time.Duration.ZERO));
        String baseUrl = server.baseUrl().replace("http://", "http://agent:" + PASSWORD + "@") + "/v1";

        new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(ModelAutoConfiguration.class))
                .withPropertyValues(
                        "legal.model.provider=openai",
                        "legal.model.openai.model=qwen2.5-7b-instruct",
                        "legal.model.openai.api-key=" + KEY,
                        "legal.model.openai.base-url=" + baseUrl)
                .run(context -> {
                    assertThat(context).hasNotFailed();
                    var settings = context.getBean(ModelSettings.class);
                    assertThat(settings.openai().apiKey()).isEqualTo(KEY);
                    assertThat(settings.toString()).doesNotContain(KEY).doesNotContain(PASSWORD);

                    var failure = catchThrowable(() -> context.getBean(ClassifySkill.class)
                            .classify(io.legalagent.contracts.Question.of("What is battery?")));

                    assertThat(failure).as("the 401 reached the caller").isNotNull();
                    assertThat(server.requests()).isNotEmpty();
                    assertThat(server.requests().get(0).header("Authorization"))
                            .as("the key was really sent")
                            .isEqualTo("Bearer " + KEY);
                    assertThat(messages(failure)).isNotEmpty().allSatisfy(message -> assertThat(message)
                            .doesNotContain(KEY)
                            .doesNotContain(PASSWORD));
                });

        assertThat(logs.list)
                .as("the provider was logged at start-up")
                .anySatisfy(e -> assertThat(e.getFormattedMessage()).contains("Skills provider: openai"));
        assertThat(logs.list)
                .allSatisfy(event -> assertThat(text(event)).doesNotContain(KEY).doesNotContain(PASSWORD));
    }

    private static List<String> messages(Throwable error) {
        var messages = new ArrayList<String>();
        for (Throwable e = error; e != null; e = e.getCause() == e ? null : e.getCause()) {
            messages.add(e.toString());
        }
        return messages;
    }

    /** The line as an appender would write it, with the messages of any exception printed under it. */
    private static String text(ILoggingEvent event) {
        var text = new StringBuilder(event.getFormattedMessage());
        for (IThrowableProxy t = event.getThrowableProxy(); t != null; t = t.getCause()) {
            text.append('\n').append(t.getClassName()).append(": ").append(t.getMessage());
        }
        return text.toString();
    }
}
