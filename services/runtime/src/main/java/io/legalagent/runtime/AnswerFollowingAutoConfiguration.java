package io.legalagent.runtime;

import java.util.List;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.context.annotation.Bean;
import org.springframework.kafka.core.ConsumerFactory;

/** Runs the application's {@link AnswerFollower} beans on {@code legal.answers}; none, nothing. */
@AutoConfiguration(after = RuntimeAutoConfiguration.class)
@ConditionalOnBean(AnswerFollower.class)
public class AnswerFollowingAutoConfiguration {

    @Bean
    @SuppressWarnings("unchecked")
    AnswerFollowing answerFollowing(
            List<AnswerFollower> followers, ConsumerFactory<?, ?> consumers, EnvelopeCodec codec) {
        return new AnswerFollowing(followers, (ConsumerFactory<String, byte[]>) consumers, codec);
    }
}
