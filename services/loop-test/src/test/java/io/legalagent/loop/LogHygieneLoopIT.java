package io.legalagent.loop;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.spi.IThrowableProxy;
import ch.qos.logback.core.Appender;
import ch.qos.logback.core.read.ListAppender;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.RunStatus;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Questions never reach the logs at INFO or above. Every logger is set to INFO as a service runs by
 * default (the test configuration silences some of them) and everything logged is captured while
 * runs go through the nodes: one answered, with a hop rolled back and redelivered, and one that fails
 * because the model server answers 400 with the question quoted in its error body.
 */
class LogHygieneLoopIT extends SplitLoop {
    private static final String MARKER = "zebra-striped umbrella QX-7731";
    private static final Duration WAIT = Duration.ofSeconds(120);

    @Autowired
    HopFaults faults;

    private final ListAppender<ILoggingEvent> captured = new ListAppender<>();
    private final LoggerContext logging = (LoggerContext) LoggerFactory.getILoggerFactory();
    private final Map<Logger, Level> levels = new HashMap<>();
    private final List<Appender<ILoggingEvent>> console = new ArrayList<>();

    @BeforeEach
    void captureAtInfo() {
        for (var logger : logging.getLoggerList()) {
            levels.put(logger, logger.getLevel());
            if (logger.getLevel() != null) {
                logger.setLevel(Level.INFO);
            }
        }
        var root = logging.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
        root.setLevel(Level.INFO);
        // Kafka's INFO lines would flood the console; they are captured all the same.
        root.iteratorForAppenders().forEachRemaining(console::add);
        console.forEach(root::detachAppender);
        captured.start();
        root.addAppender(captured);
    }

    @AfterEach
    void restore() {
        var root = logging.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
        root.detachAppender(captured);
        console.forEach(root::addAppender);
        levels.forEach(Logger::setLevel);
    }

    @Test
    void noQuestionTextIsLoggedAtInfoOrAbove() {
        var answered = UUID.randomUUID().toString();
        faults.watch(answered, OLLAMA::count, NodeName.EXECUTOR);
        var plain = "Is carrying a " + MARKER + " into a bank an assault on the teller?";
        ask(answered, plain);

        // The model server refuses the classification with a 400 whose body quotes the question.
        var refused = UUID.randomUUID().toString();
        publish(refused, "Is a " + MARKER + " a deadly weapon, " + StubModel.REFUSAL_MARKER + "?");
        var failed = answerTo(refused, WAIT);

        assertThat(faults.ledger(answered))
                .anySatisfy(hop -> assertThat(hop.failed()).isTrue());
        assertThat(failed.status()).isEqualTo(RunStatus.FAILED);
        assertThat(failed.reason())
                .as("the caller learns why, in the server's words")
                .startsWith("classifier failed: ")
                .contains("HTTP 400")
                .contains("QX-7731");
        var lines = captured.list.stream()
                .filter(e -> e.getLevel().isGreaterOrEqual(Level.INFO))
                .map(LogHygieneLoopIT::text)
                .toList();
        assertThat(lines).as("what the services logged at INFO and above").isNotEmpty();
        assertThat(lines).noneSatisfy(line -> assertThat(line).containsIgnoringCase("QX-7731"));
        assertThat(lines).noneSatisfy(line -> assertThat(line).containsIgnoringCase("umbrella"));
    }

    /** The line with the messages of any exception under it, as an appender would print them. */
    private static String text(ILoggingEvent event) {
        var text = new StringBuilder(event.getLoggerName()).append(": ").append(event.getFormattedMessage());
        for (IThrowableProxy t = event.getThrowableProxy(); t != null; t = t.getCause()) {
            text.append("\n").append(t.getClassName()).append(": ").append(t.getMessage());
            for (var suppressed : t.getSuppressed()) {
                text.append("\n").append(suppressed.getClassName()).append(": ").append(suppressed.getMessage());
            }
        }
        return text.toString();
    }
}
