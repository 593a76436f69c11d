export { VoiceFriendPage as default } from '../../features/companion/components/voice-friend-page';
