import MediaTestSupport
import Testing

/// SDL's video, renderer, surface and SDL_ttf calls are not safe to make from several threads at
/// once, and Swift Testing runs suites in parallel: every suite of this target that touches SDL is
/// nested here, so they run one after another, and alone among every target's SDL suites.
@Suite(.serialized, .sdlExclusive)
enum SDLSerialTests {}
