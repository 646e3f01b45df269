/** The only script of the prerendered /landing page (see landing-script.ts and render-landing.tsx). */
import { startLandingPage } from './landing-script.ts';

startLandingPage();
