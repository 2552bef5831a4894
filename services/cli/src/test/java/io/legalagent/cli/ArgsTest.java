package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.legalagent.contracts.Topic;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ArgsTest {
    private static final Map<String, String> NAMES =
            Map.of("-c", "--choice", "--choice", "--choice", "--json", "--json");

    @Test
    void readsValuesFlagsAndWords() throws UsageException {
        var args = Args.parse(
                List.of("-c", "A=x", "--choice=B=y=z", "--json", "what", "--", "-c"), NAMES, Set.of("--json"));

        assertThat(args.values("--choice")).containsExactly("A=x", "B=y=z");
        assertThat(args.flag("--json")).isTrue();
        assertThat(args.positionals()).containsExactly("what", "-c");
    }

    @Test
    void refusesWhatItDoesNotKnow() {
        assertThatThrownBy(() -> Args.parse(List.of("--jsn"), NAMES, Set.of("--json")))
                .hasMessage("unknown option --jsn");
        assertThatThrownBy(() -> Args.parse(List.of("-c"), NAMES, Set.of())).hasMessage("-c needs a value");
        assertThatThrownBy(() -> Args.parse(List.of("--json=yes"), NAMES, Set.of("--json")))
                .hasMessage("--json takes no value");
    }

    @Test
    void askJoinsUnquotedWordsAndKeepsTheChoiceOrder() throws UsageException {
        var options =
                AskOptions.parse(List.of("What", "is", "battery?", "-c", "B=Two", "-c", "A=One", "--timeout", "1.5"));

        assertThat(options.question()).isEqualTo("What is battery?");
        assertThat(options.choices().keySet()).containsExactly("B", "A");
        assertThat(options.timeout()).isEqualTo(Duration.ofMillis(1500));
        assertThat(options.requestId()).isNotBlank();
        assertThat(options.json()).isFalse();
    }

    @Test
    void topicsKeepDeadLettersAndAnswersLongestAndProgressShortest() {
        assertThat(TopicsCommand.configOf(Topic.EXECUTOR_DLT)).containsEntry("retention.ms", "2592000000");
        assertThat(TopicsCommand.configOf(Topic.ANSWERS)).containsEntry("retention.ms", "2592000000");
        assertThat(TopicsCommand.configOf(Topic.PROGRESS)).containsEntry("retention.ms", "86400000");
        assertThat(TopicsCommand.configOf(Topic.EXECUTOR)).containsEntry("retention.ms", "604800000");
        assertThat(TopicsCommand.configOf(Topic.REQUEST_IDS)).containsExactly(Map.entry("cleanup.policy", "compact"));
    }
}
