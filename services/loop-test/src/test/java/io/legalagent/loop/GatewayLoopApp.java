package io.legalagent.loop;

import io.legalagent.gateway.GatewayConfiguration;
import org.springframework.context.annotation.Import;

/** The nine nodes with their production ports and the gateway in front of them, in one process. */
@NineNodes
@Import({InMemoryTracing.class, GatewayConfiguration.class})
class GatewayLoopApp {}
