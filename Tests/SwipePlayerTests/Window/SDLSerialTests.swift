import MediaTestSupport
import Testing

/// Suites of this target that call SDL in this process (windows on the offscreen driver, decoding
/// PNGs with SDL_image) run one after another, and alone among every target's SDL suites: SDL is
/// not safe to use from several threads at once.
@Suite(.serialized, .sdlExclusive)
enum SDLSerialTests {}
